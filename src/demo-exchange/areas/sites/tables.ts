import { defineTable } from '../../kit/table';

export const WHITE_LABELS = defineTable({ name: 'white_labels', notFound: 'No such white label.' });
export const SITE_FILES = defineTable({ name: 'site_files', notFound: 'No such file.' });
export const DOMAINS = defineTable({ name: 'domains', notFound: 'No such domain.' });
export const DOMAIN_VARIABLES = defineTable({ name: 'domain_variables', notFound: 'No such domain variable.' });
export const SITE_EXCHANGES = defineTable({ name: 'site_exchanges', notFound: 'No such exchange.' });
export const PROJECTS = defineTable({ name: 'projects', notFound: 'No such project.' });
