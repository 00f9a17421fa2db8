import { createRoot } from 'react-dom/client';
import './baselines.css';

/**
 * The benchmark's baselines, never part of the product: `?variant=naive` (React state per message) or
 * `?variant=ag-grid` (AG Grid Community, asynchronous transactions). Each is its own chunk, so the naive
 * page does not load AG Grid.
 */
const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
const root = createRoot(element);
const variant = new URLSearchParams(location.search).get('variant');

if (variant === 'ag-grid') {
  void import('./ag-grid-table').then(({ AgGridTable }) => root.render(<AgGridTable />));
} else {
  void import('./naive-table').then(({ NaiveTable }) => root.render(<NaiveTable />));
}
