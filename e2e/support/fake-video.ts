import { spawn } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { MediaStreamTrack, RTCRtpSender } from 'werift';

const ffmpeg = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string };

/**
 * Real VP8 frames for the fake D-ID stream: the npm ffmpeg binary encodes a test pattern in
 * real time and sends it as RTP to a local UDP port, whose packets go out on the werift track.
 * The browser's statistics then see frames arrive and stop, as with D-ID's talking clips.
 */
export async function playClip(
  track: MediaStreamTrack,
  sender: RTCRtpSender,
  seconds: number,
): Promise<void> {
  // Each clip is a new ffmpeg source: werift carries on the stream's sequence and timestamps
  // (3600 ticks of 90 kHz, one frame at 25 fps, past the last).
  sender.replaceRTP({ sequenceNumber: 0, timestamp: 0 }, true, 3600);
  const udp = createSocket('udp4');
  await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
  udp.on('message', (packet) => track.writeRtp(packet));
  const { port } = udp.address() as AddressInfo;
  const encoder = spawn(
    ffmpeg.path,
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', `testsrc=size=320x240:rate=25`, '-t', String(seconds)],
      ...['-an', '-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '300k'],
      ...['-g', '25', '-f', 'rtp', `rtp://127.0.0.1:${port}?pkt_size=1200`],
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await new Promise((resolve) => encoder.once('exit', resolve));
  udp.close();
}
