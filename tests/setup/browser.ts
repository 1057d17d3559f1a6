// Real-browser component test setup.
import 'reflect-metadata';
import '@blueprintjs/core/lib/css/blueprint.css';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default: too short on a shared CI machine when the first test of a file
// waits for Vite to transform and load a lazy page chunk (the dom setup does the same).
configure({ asyncUtilTimeout: 5_000 });
