// Real-browser component test setup.
// Every message catalogue: tests render pieces of pages directly, without the page module that registers them
// (core/i18n/loading.test.ts checks that each module imports the catalogues it shows).
import '../../core/i18n/all';
import 'reflect-metadata';
import '@blueprintjs/core/lib/css/blueprint.css';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default: too short on a shared CI machine when the first test of a file
// waits for Vite to transform and load a lazy page chunk (the dom setup does the same).
configure({ asyncUtilTimeout: 5_000 });
