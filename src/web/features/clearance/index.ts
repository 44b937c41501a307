/** The clearance file's public face: embedded in the studio photo page. */
export { ClearanceFile } from './ClearanceFile';
export { PeopleConsentBadge } from './components/PeopleInPhoto';
