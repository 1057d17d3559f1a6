// jsdom test setup: inversify metadata, and cleanup of rendered trees between tests.
import 'reflect-metadata';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => cleanup());
