import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The client is a static bundle: the game runs in the page (hotseat, against the computer in a
// Web Worker); the server (packages/server) serves dist/ and the online API.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  worker: { format: 'es' },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
});
