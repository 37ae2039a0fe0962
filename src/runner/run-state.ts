// One started child's states as os/exec's Wait sees them (docs/manager.md#running-a-skill), a method per event;
// `finish` runs once and resolves `result`. runner.ts owns the side effects (RunEffects).
import { Descendants } from './descendants.js';
import { killGroup, liveMembers, signalGroup } from './proc-group.js';
import { type RunFacts, WAIT_DELAY_MS } from './run-outcome.js';

export type PipeName = 'stdin' | 'stdout' | 'stderr';

export interface RunEffects {
  /** SIGKILL the child alone (when its group cannot be signalled). */
  killChild(): void;
  /** Close our ends of the pipes: whoever still holds the others gets EPIPE or EOF. */
  closePipes(): void;
  /** Stop the deadline, drop the interrupt listener, remove temp links: no event is wanted any more. */
  release(): void;
  facts(over: Partial<RunFacts>): RunFacts;
}

/** After an interrupt the exit normally comes at once; this long at most. */
const INTERRUPT_GRACE_MS = 500;

export class RunState {
  readonly result: Promise<RunFacts>;
  private resolve!: (facts: RunFacts) => void;
  private pid: number | undefined;
  private descendants: Descendants | undefined;
  private startCode: string | undefined;
  private exit: { code: number; signal: string | null } | undefined;
  private readonly open = new Set<PipeName>(['stdin', 'stdout', 'stderr']);
  private deadlinePassed = false;
  private interrupted = false;
  private waitDelay: NodeJS.Timeout | undefined;
  private waitDelayExpired = false;
  private finished = false;

  constructor(
    private readonly fx: RunEffects,
    private readonly leaveRunning: boolean,
  ) {
    this.result = new Promise((resolve) => (this.resolve = resolve));
  }

  spawned(pid: number): void {
    this.pid = pid;
    this.descendants = new Descendants(pid);
    process.on('exit', this.killAtOurExit);
    if (this.deadlinePassed) signalGroup(pid, 'SIGKILL'); // the deadline came first
  }

  /** It never ran: spawn() or the exec failed (`code` when known). */
  spawnFailed(code: string | undefined): void {
    if (this.pid !== undefined || this.finished) return;
    this.startCode = code;
    void this.finish();
  }

  /** Wait has the exit status: code -1 when a signal ended it (ExitCode()). */
  exited(code: number | null, signal: string | null): void {
    this.exit = { code: code ?? -1, signal };
    if (this.pid !== undefined) this.descendants?.reaped(this.pid);
    if (this.interrupted) return void this.finish();
    this.startWaitDelay(); // at the kill already, after a timeout
    this.settle();
  }

  pipeClosed(name: PipeName): void {
    this.open.delete(name);
    this.settle();
  }

  /** The context's deadline: SIGKILL to the group unless Wait already has the status. */
  deadline(): void {
    if (this.finished) return;
    this.deadlinePassed = true;
    if (this.exit) return; // exec no longer cancels once Wait has the exit status
    if (this.pid !== undefined && signalGroup(this.pid, 'SIGKILL') === 'failed') this.fx.killChild();
    this.startWaitDelay();
  }

  /** Ctrl-C or another signal to us: kill the group, finish without waiting for the pipes. */
  interrupt(): void {
    if (this.finished) return;
    this.interrupted = true;
    if (this.pid !== undefined) signalGroup(this.pid, 'SIGKILL');
    if (this.exit || this.pid === undefined) void this.finish();
    else setTimeout(() => void this.finish(), INTERRUPT_GRACE_MS).unref();
  }

  private settle(): void {
    if (this.exit && this.open.size === 0) void this.finish();
  }

  /** exec.Cmd.WaitDelay: after the exit (or the kill) the pipes get 1 s to close. */
  private startWaitDelay(): void {
    if (this.waitDelay !== undefined || this.finished) return;
    this.waitDelay = setTimeout(() => {
      this.waitDelayExpired = this.open.size > 0;
      this.fx.closePipes(); // exec closes its ends; whoever still holds them gets EPIPE
      void this.finish();
    }, WAIT_DELAY_MS);
  }

  private async finish(): Promise<void> {
    if (this.finished) return;
    this.finished = true;
    clearTimeout(this.waitDelay);
    this.fx.release();
    this.fx.closePipes();
    this.descendants?.stop();
    const groupSurvived = await this.endGroup();
    const strays = await this.endStrays();
    process.removeListener('exit', this.killAtOurExit);
    const pid = this.pid;
    this.resolve(
      this.fx.facts({
        start: pid !== undefined ? { ok: true, pid } : { ok: false, code: this.startCode ?? 'EINVAL' },
        exitCode: this.exit?.code ?? null,
        signal: this.exit?.signal ?? null,
        deadlinePassed: this.deadlinePassed,
        waitDelayExpired: this.waitDelayExpired,
        interrupted: this.interrupted,
        groupSurvived,
        strays,
      }),
    );
  }

  /** Whether members of the group outlived the child; they are killed unless asked not to. */
  private async endGroup(): Promise<boolean> {
    const pid = this.pid;
    // kill(-pgid, 0) is cheap; only when the group still answers is /proc worth a scan (zombies count as gone).
    if (pid === undefined || signalGroup(pid, 0) === 'gone') return false;
    const survived = liveMembers(pid)?.length !== 0;
    // Not the manager's doing (it leaves them running): a CLI run must not leave strays behind.
    if ((survived || this.interrupted) && !this.leaveRunning) await killGroup(pid);
    return survived;
  }

  /** Processes the skill started that left its group and still run; killed unless asked not to. */
  private async endStrays(): Promise<number[]> {
    if (this.pid === undefined || !this.descendants) return [];
    const strays = this.descendants.outside(this.pid);
    if (strays.length > 0 && !this.leaveRunning) await this.descendants.kill(strays);
    return strays;
  }

  /** If we are ended mid-run, the group and the strays go with us. */
  private readonly killAtOurExit = (): void => {
    if (this.pid === undefined || this.leaveRunning) return;
    signalGroup(this.pid, 'SIGKILL');
    this.descendants?.killNow(this.descendants.outside(this.pid));
  };
}
