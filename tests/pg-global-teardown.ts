// Stops the cluster of tests/pg-global-setup.ts and removes its folder.
export default async function teardown(): Promise<void> {
  await globalThis.__pgCluster?.stop();
}
