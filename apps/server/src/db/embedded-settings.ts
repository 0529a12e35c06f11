// What every embedded PostgreSQL of this repository starts with (the server's and the tests' in
// db/embedded.ts, the benchmark's in tools/bench/database.ts): UTF-8 with the C locale, TCP on the
// loopback only (no Unix socket) and room for 300 connections.
export const embeddedInitdbFlags = ['--encoding=UTF8', '--locale=C'];

export const embeddedPostgresFlags = [
  '-c',
  'listen_addresses=127.0.0.1',
  '-c',
  'unix_socket_directories=',
  '-c',
  'max_connections=300',
];
