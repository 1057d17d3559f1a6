// Real-browser component test setup.
import 'reflect-metadata';
import '@blueprintjs/core/lib/css/blueprint.css';
