import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import './app/display/density.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';

const router = createAppRouter();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      {/* Location changes are drawn at once, not in a transition: the address a screen draws is the router's
          latest, so what it writes back from it (its tab, its search) never drops a change not yet drawn. */}
      <RouterProvider router={router} useTransitions={false} />
    </AppProviders>
  </StrictMode>,
);
