// Real-browser component test setup.
// Every message catalogue: tests render pieces of pages directly, without the page module that registers them
// (core/i18n/loading.test.ts checks that each module imports the catalogues it shows).
import '../../core/i18n/all';
import 'reflect-metadata';
import '@blueprintjs/core/lib/css/blueprint.css';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default: too short on a shared CI machine when the first test of a file
// waits for Vite to transform and load a lazy page chunk. 5 s was not enough either: with three test files beside
// it, the upload wizard's first page took longer to arrive. They return as soon as the page shows what they wait
// for; this is only how long a failing wait takes to say so (the dom setup's bound is the same).
configure({ asyncUtilTimeout: 15_000 });
