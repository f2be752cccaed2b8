// ffmpeg as an encoder: a moving test picture with sound pushed over RTMP in real time, for the
// tests of live ingest.
import { spawn } from 'node:child_process';

export interface Push {
  /** Settles with ffmpeg's exit code. */
  exited: Promise<number | null>;
  /** Ends the push as an encoder's operator would: ffmpeg's `q`, a clean end of stream. */
  stop: () => void;
  /** Ends it as a lost uplink would: the connection drops without an end of stream. */
  drop: () => void;
}

/** ffmpeg (the binary at `ffmpeg`) pushing a test picture with sound for at most `seconds`. */
export function pushTestPicture(ffmpeg: string, url: string, seconds: number): Push {
  const child = spawn(
    ffmpeg,
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
      ...['-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '50'],
      ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'flv', url],
    ],
    { stdio: ['pipe', 'ignore', 'ignore'] },
  );
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  return {
    exited,
    stop: () => {
      if (child.exitCode === null) child.stdin.end('q');
    },
    drop: () => child.kill('SIGKILL'),
  };
}
