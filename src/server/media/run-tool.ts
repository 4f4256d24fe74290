import { execFile } from 'node:child_process';

export class MediaToolError extends Error {
  constructor(
    message: string,
    /** The end of the tool's stderr: the reason a person can read. */
    readonly stderrTail: string,
  ) {
    super(message);
    this.name = 'MediaToolError';
  }
}

/**
 * The text with every absolute path cut to its last part (`/srv/data/media/tmp/ab12` → `ab12`):
 * a tool's words may reach a person, the server's folders must not.
 */
export function withoutPaths(text: string): string {
  return text.replace(/(?<=^|[\s'"`(=:,])(?:file:)?(?:\/[^\s/'"`]+)+\/?/g, (match) => match.replace(/\/+$/, '').split('/').pop() || '…');
}

/** Runs ffmpeg/ffprobe with an argument array (never a shell), a timeout and a bounded output. */
export function runTool(binary: string, args: readonly string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(binary, args, { timeout: timeoutMs, maxBuffer: 16 * 1024 * 1024, windowsHide: true }, (error, stdout, stderr) => {
      if (error) {
        const tail = withoutPaths(stderr.trim().split('\n').slice(-5).join('\n'));
        reject(new MediaToolError(`${binary.split('/').pop()} failed: ${error.message}`, tail));
        return;
      }
      resolve(stdout);
    });
  });
}
