// Node test setup: decorators metadata polyfill for inversify.
// Every message catalogue, as the server and the command line register them.
import '../../core/i18n/all';
import 'reflect-metadata';
