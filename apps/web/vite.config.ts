import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

export default defineConfig(({ mode }) => {
  // An empty prefix makes loadEnv return the process environment too, so no Node typings are needed here.
  const env = loadEnv(mode, '.', '');
  const apiTarget = `http://localhost:${env.API_PORT ?? '3000'}`;
  const port = Number(env.WEB_PORT ?? '5173');
  return {
    plugins: [react()],
    build: {
      outDir: 'dist',
      assetsDir: 'assets',
      emptyOutDir: true,
      // The bench and the page-weight check read the manifest to follow a route's chunks.
      manifest: true,
      target: 'es2022',
    },
    server: {
      port,
      strictPort: true,
      proxy: { '/svc': apiTarget, '/api': apiTarget },
    },
    preview: {
      port,
      proxy: { '/svc': apiTarget, '/api': apiTarget },
    },
  };
});
