export { ServerStatusProvider } from './server-status-provider';
