import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { seedViewerFromPage } from './features/session';
import { RootErrorBoundary } from './layout/RootErrorBoundary';
import { TOASTER_OPTIONS } from './layout/toaster-options';
import { createQueryClient } from './query';
import { createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
seedViewerFromPage(queryClient);
const router = createAppRouter();

const root = createRoot(container);
// The first render is a transition: React renders it in slices and lets the browser paint and
// answer input between them, instead of one long task while the whole page is built.
startTransition(() =>
  root.render(
    <StrictMode>
      <RootErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Toaster {...TOASTER_OPTIONS} />
        </QueryClientProvider>
      </RootErrorBoundary>
    </StrictMode>,
  ),
);
