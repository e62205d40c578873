/**
 * @module
 * What the back end's reads and writes need of D1: a statement and a batch. Both the binding and a
 * D1 session (read replication, docs/performance.md "Catalogue at scale") have them, so every request's reads
 * can go through its session.
 */
export type Database = Pick<D1Database, 'prepare' | 'batch'>
