import type {WorkerRequest} from './workerProtocol';
import {createWorkerService} from './workerService';

// The worker's global scope, typed by what is used (the site compiles against the DOM library).
const scope = self as unknown as {
  addEventListener: (type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void) => void;
  postMessage: (message: unknown) => void;
};

const answer = createWorkerService();
scope.addEventListener('message', (event) => {
  void answer(event.data).then((response) => scope.postMessage(response));
});
