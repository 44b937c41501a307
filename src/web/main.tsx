import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from 'sonner';
import { RootErrorBoundary } from './layout/RootErrorBoundary';
import { TOASTER_OPTIONS } from './layout/toaster-options';
import { createQueryClient } from './query';
import { createAppRouter } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <RootErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster {...TOASTER_OPTIONS} />
      </QueryClientProvider>
    </RootErrorBoundary>
  </StrictMode>,
);
