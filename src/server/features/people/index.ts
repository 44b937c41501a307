/**
 * What other server features may use of people: how person records link to one another (merges
 * and aliases), so a query elsewhere walks the same links. Everything else in this folder is its
 * own (scripts/import-rules.ts).
 */
export { linkedPersonsStep } from './person-identity';
