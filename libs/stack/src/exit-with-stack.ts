/**
 * Loaded first into every app the stack starts (`node --require`): when the process that started
 * the stack is gone without stopping it (killed, crashed, its terminal closed), the app stops itself
 * as on a SIGTERM, so no orphan keeps its ports from the next `npm start` or test. Under
 * `node --watch` (`npm run dev`) it ends the watcher in between, which stops the app with it.
 */
const stackPid = Number(process.env.ELA_STACK_PID);

if (stackPid > 0) {
  const launcher = process.ppid;
  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      // EPERM: it runs, as someone this process may not signal.
      return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
  };
  const watch = setInterval(() => {
    if (alive(stackPid)) return;
    clearInterval(watch);
    const watcher = launcher !== stackPid && process.ppid === launcher;
    process.kill(watcher ? launcher : process.pid, 'SIGTERM');
  }, 1000);
  watch.unref();
}

export {};
