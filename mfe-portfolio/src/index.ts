// Standalone entry (dev harness). In the portal the shell loads `./start` instead.
import('./dev/bootstrap').catch((error: unknown) => {
  console.error(error);
});
