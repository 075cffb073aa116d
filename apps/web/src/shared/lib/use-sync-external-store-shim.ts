// wouter (and libraries like it) import the `use-sync-external-store` shim so they also run on
// React 17. React 19 has the hook built in; the build points the shim here so the first load
// does not carry the shim's fallback implementation.
export { useSyncExternalStore } from 'react';
