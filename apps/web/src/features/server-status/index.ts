export { ServerStatusProvider, useServerStatus, type ServerStatus } from './ServerStatusProvider';
