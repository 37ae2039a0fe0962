// Entry point. `--version` is answered before anything else is imported so
// it starts as fast as node itself; everything else goes through src/cli.ts.
const argv = process.argv.slice(2);

if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
  const { VERSION } = await import('./version.js');
  process.stdout.write(VERSION + '\n');
} else {
  const { main } = await import('./cli.js');
  await main(argv);
}
