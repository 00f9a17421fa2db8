import type { MRT_RowData } from 'mantine-react-table';
import type { ServerColumn } from './export-columns';

/** The row's named fields, without the index signature of a loose (passthrough) contract object. */
type NamedField<Row> = keyof { [P in keyof Row as string extends P ? never : P]: unknown } & string;

/**
 * A column showing a coded field in words, the same words in an export: `labelColumn('kind', 'Kind', STREAM_KIND_LABELS)`.
 * The column's id is the field's name; a name the row does not have is a type error, so are labels missing a code.
 */
export const labelColumn = <Row extends MRT_RowData, K extends NamedField<Row>>(key: K & NamedField<Row>, header: string, labels: Readonly<Record<Row[K], string>>): ServerColumn<Row> => ({
  id: key,
  header,
  exportValue: (row) => labels[row[key]],
  Cell: ({ row }) => labels[row.original[key]],
});
