/** React 18+ has useSyncExternalStore; wouter's import of the shim for older React resolves here instead (see bundle-js.ts). */
export { useSyncExternalStore } from 'react';
