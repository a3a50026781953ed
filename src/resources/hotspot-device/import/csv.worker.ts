// Our own module worker for the CSV import (papaparse's built-in worker option hangs in a production
// Vite build): parses the chosen file and checks the rows off the main thread.
import { handleRequest, type WorkerAnswer, type WorkerRequest } from './csvCore';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(answer: WorkerAnswer): void;
};

scope.onmessage = (event) => {
  void handleRequest(event.data, (answer) => scope.postMessage(answer));
};
