export { ServerStatusProvider } from './ServerStatusProvider';
