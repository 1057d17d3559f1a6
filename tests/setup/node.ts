// Node test setup: decorators metadata polyfill for inversify.
import 'reflect-metadata';
