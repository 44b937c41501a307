/** The describe editor's public face: one photo's details, embedded in the studio photo page. */
export { PhotoDetailsEditor } from './PhotoDetailsEditor';
