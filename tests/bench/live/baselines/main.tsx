import { createRoot } from 'react-dom/client';
import './baselines.css';

/**
 * The benchmark's baselines, never part of the product: `?variant=naive` (React state per message),
 * `?variant=ag-grid` (AG Grid Community, asynchronous transactions) or `?variant=naive-risk` (the risk
 * list, React state per message). Each is its own chunk, so the naive
 * page does not load AG Grid.
 */
const element = document.getElementById('root');
if (!element) throw new Error('index.html has no #root element');
const root = createRoot(element);
const variant = new URLSearchParams(location.search).get('variant');

if (variant === 'naive-risk') {
  void import('./naive-risk-table').then(({ NaiveRiskTable }) => root.render(<NaiveRiskTable />));
} else if (variant === 'ag-grid') {
  void import('./ag-grid-table').then(({ AgGridTable }) => root.render(<AgGridTable />));
} else {
  void import('./naive-table').then(({ NaiveTable }) => root.render(<NaiveTable />));
}
