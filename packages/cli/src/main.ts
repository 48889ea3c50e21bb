export async function main(argv: string[]): Promise<number> {
  console.log('dt', argv.join(' '));
  return 0;
}
