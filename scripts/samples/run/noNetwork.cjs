'use strict';
// Loaded (--require, --import) into Prism and into every Node code sample the runner starts: a
// connection to anything but this machine fails at once, so no run reaches the network. Every
// socket Node opens (fetch, http, https, tls) goes through net.Socket's connect.
const net = require('node:net');

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1', 'localhost']);
const connect = net.Socket.prototype.connect;

net.Socket.prototype.connect = function guardedConnect(...args) {
  // net.connect() hands over its normalised arguments as an array; a direct call passes them as they are.
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const options = typeof first === 'object' && first !== null ? first : {port: first, host: args[1]};
  const host = typeof options.host === 'string' ? options.host : 'localhost';
  if (options.path === undefined && !LOOPBACK.has(host)) {
    const error = new Error(
      `no network in sample runs: a connection to ${host} was refused (only apipie.ai is routed, to the mock)`,
    );
    error.code = 'ENETUNREACH';
    process.nextTick(() => this.destroy(error));
    return this;
  }
  return connect.apply(this, args);
};
