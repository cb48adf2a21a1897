// The video renderer of scripts/make-media.ts: a video is a title card and scenes drawn with ffmpeg's drawbox and
// drawtext on a plain background, with a spoken narration (flite, else a soft tone per scene), encoded VP9 + Opus
// (bit-exact), plus its WebVTT captions (one cue per scene) and a poster (the title card).
import { spawnSync } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Each tutorial and docs file (server/media/videos, server/media/docs) at most 300 KB. */
export const MAX_FILE_BYTES = 300 * 1024;
const WIDTH = 480;
const HEIGHT = 270;
const FPS = 24;
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const FONT_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const APP_NAME = 'Exam Prep';

// ---------------------------------------------------------------------------------------------------------
// The videos: scenes with what is drawn and what is said

/** What a scene shows besides its heading and lines. */
export type Visual =
  | { kind: 'none' }
  | { kind: 'cards'; labels: string[] }
  | { kind: 'bars'; values: number[] }
  | { kind: 'heatmap' }
  | { kind: 'palette' }
  | { kind: 'timer'; text: string }
  | { kind: 'steps'; labels: string[] }
  | { kind: 'formulas'; lines: string[] }
  | { kind: 'answer'; text: string };

export interface Scene {
  /** seconds */
  seconds: number;
  heading: string;
  lines?: string[];
  visual?: Visual;
  /** the narration, and the scene's caption */
  say: string;
  /** background, 0xRRGGBB */
  color?: string;
}

export interface VideoSpec { id: string; group: string; scenes: Scene[] }

/** What the title card says: the video's title, the line above it, and its length in seconds. */
export interface TitleCard { title: string; kicker: string; duration: number }

/** A video's first scene, its title card (drawn from the TitleCard given to makeVideo), saying `say`. */
export const title = (group: string, say: string, seconds = 3.5): Scene => ({ seconds, heading: '', say, color: '0x16324f', lines: [group] });

// ---------------------------------------------------------------------------------------------------------
// ffmpeg

const run = (cmd: string, args: string[]): string => {
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')}\n${r.stderr}`);
  return r.stdout;
};

export const hasFilter = (name: string): boolean => {
  const r = spawnSync('ffmpeg', ['-hide_banner', '-filters'], { encoding: 'utf8' });
  return r.status === 0 && new RegExp(`\\s${name}\\s`).test(r.stdout);
};

const probeDuration = (file: string): number =>
  Number(run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file]).trim());

/** drawtext of a text file (no escaping of the text needed), at x/y (ffmpeg expressions). */
const text = (file: string, opts: { x: string; y: string; size: number; color?: string; bold?: boolean; box?: string }): string =>
  [`drawtext=fontfile=${opts.bold ? FONT_BOLD : FONT}`, `textfile=${file}`, `x=${opts.x}`, `y=${opts.y}`, `fontsize=${opts.size}`,
    `fontcolor=${opts.color ?? 'white'}`, ...(opts.box ? [`box=1`, `boxcolor=${opts.box}`, 'boxborderw=6'] : [])].join(':');

const box = (x: number, y: number, w: number, h: number, color: string, t: number | 'fill' = 'fill'): string =>
  `drawbox=x=${Math.round(x)}:y=${Math.round(y)}:w=${Math.round(w)}:h=${Math.round(h)}:color=${color}:t=${t}`;

/** Splits a title into lines of at most `max` characters. */
export const wrap = (s: string, max: number): string[] => {
  const lines: string[] = [];
  for (const word of s.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
};

/** The filters that draw one scene on its background. */
function sceneFilters(scene: Scene, index: number, video: TitleCard, spec: VideoSpec, textFile: (s: string) => string): string[] {
  const f: string[] = [];
  if (index === 0) {
    // the title card: app name, group, the tutorial's title, a progress rule
    f.push(box(0, 0, WIDTH, 6, '0xf5a623'));
    f.push(text(textFile(APP_NAME.toUpperCase()), { x: '28', y: '30', size: 15, color: '0x9fc3e6', bold: true }));
    f.push(text(textFile(video.kicker), { x: '28', y: '52', size: 15, color: '0xcfe0f1' }));
    const lines = wrap(video.title, 22);
    const top = 135 - (lines.length * 36) / 2;
    lines.forEach((line, i) => f.push(text(textFile(line), { x: '28', y: String(Math.round(top + i * 36)), size: 30, bold: true })));
    f.push(box(28, 222, 120, 4, '0xf5a623'));
    f.push(text(textFile(`${Math.round(video.duration)} seconds`), { x: '28', y: '234', size: 13, color: '0x9fc3e6' }));
    return f;
  }
  // an app screen: top bar with the group, the heading, lines, then the visual on the right
  f.push(box(0, 0, WIDTH, 30, '0x0f2740'));
  f.push(text(textFile(`${APP_NAME}  |  ${spec.group}`), { x: '14', y: '8', size: 13, color: '0xcfe0f1', bold: true }));
  f.push(text(textFile(`${index}/${spec.scenes.length - 1}`), { x: 'w-tw-14', y: '8', size: 13, color: '0x9fc3e6' }));
  f.push(text(textFile(scene.heading), { x: '22', y: '48', size: 22, color: '0x0f2740', bold: true }));
  f.push(box(22, 78, 60, 3, '0xf5a623'));
  (scene.lines ?? []).forEach((line, i) => f.push(text(textFile(line), { x: '22', y: String(94 + i * 22), size: 14, color: '0x33475b' })));
  const v = scene.visual ?? { kind: 'none' };
  const area = { x: 22, y: 150, w: WIDTH - 44, h: 100 };
  switch (v.kind) {
    case 'cards': {
      const w = (area.w - 20 * (v.labels.length - 1)) / v.labels.length;
      v.labels.forEach((label, i) => {
        const x = area.x + i * (w + 20);
        f.push(box(x, area.y, w, area.h, '0xffffff'), box(x, area.y, w, area.h, '0xc9d6e3', 2), box(x, area.y, w, 8, i === 0 ? '0xf5a623' : '0x2f6fab'));
        f.push(text(textFile(label), { x: String(Math.round(x + 12)), y: String(area.y + 24), size: 15, color: '0x0f2740', bold: true }));
        f.push(box(x + 12, area.y + 52, w - 24, 6, '0xe3ebf3'), box(x + 12, area.y + 66, (w - 24) * 0.6, 6, '0xe3ebf3'));
      });
      break;
    }
    case 'bars': {
      const w = Math.min(48, (area.w - 10 * v.values.length) / v.values.length);
      f.push(box(area.x, area.y + area.h, area.w, 2, '0x7d8fa1'));
      v.values.forEach((value, i) => {
        const h = Math.max(6, value * (area.h - 6));
        f.push(box(area.x + 20 + i * (w + 18), area.y + area.h - h, w, h, value >= 0.6 ? '0x2e9e6b' : value >= 0.45 ? '0xf5a623' : '0xd9534f'));
      });
      break;
    }
    case 'heatmap': {
      const levels = ['0xebedf0', '0xc6e48b', '0x7bc96f', '0x49af5d', '0x2e8840', '0x196127'];
      for (let week = 0; week < 26; week++) {
        for (let day = 0; day < 7; day++) {
          const level = (week * 7 + day * 3 + (week % 5) * 2) % 11 < 5 ? 0 : ((week + day * 2) % 5) + 1;
          f.push(box(area.x + week * 16, area.y - 4 + day * 15, 13, 12, levels[Math.min(5, week > 20 ? level + 1 : level)]));
        }
      }
      break;
    }
    case 'palette': {
      const colors = ['0x2e9e6b', '0x2e9e6b', '0xd9534f', '0x7b5cc4', '0x2e9e6b', '0xc9d6e3', '0x2e9e6b', '0xd9534f', '0xc9d6e3', '0x7b5cc4'];
      colors.forEach((c, i) => {
        const x = area.x + (i % 5) * 44;
        const y = area.y + Math.floor(i / 5) * 44;
        f.push(box(x, y, 34, 34, c));
        f.push(text(textFile(String(i + 1)), { x: String(x + (i + 1 >= 10 ? 6 : 11)), y: String(y + 9), size: 14, color: 'white', bold: true }));
      });
      f.push(text(textFile('Answered'), { x: '270', y: String(area.y + 4), size: 13, color: '0x2e9e6b', bold: true }));
      f.push(text(textFile('Not answered'), { x: '270', y: String(area.y + 28), size: 13, color: '0xd9534f', bold: true }));
      f.push(text(textFile('Marked for review'), { x: '270', y: String(area.y + 52), size: 13, color: '0x7b5cc4', bold: true }));
      break;
    }
    case 'timer': {
      f.push(box(area.x + area.w - 190, area.y + 10, 190, 64, '0x0f2740'));
      f.push(text(textFile(v.text), { x: String(area.x + area.w - 178), y: String(area.y + 28), size: 28, color: '0xf5a623', bold: true }));
      f.push(box(area.x, area.y + 30, 220, 10, '0xe3ebf3'), box(area.x, area.y + 30, 150, 10, '0x2f6fab'));
      break;
    }
    case 'steps': {
      const w = (area.w - 30 * (v.labels.length - 1)) / v.labels.length;
      v.labels.forEach((label, i) => {
        const x = area.x + i * (w + 30);
        f.push(box(x, area.y + 20, w, 46, i === v.labels.length - 1 ? '0x2e9e6b' : '0x2f6fab'));
        f.push(text(textFile(label), { x: String(Math.round(x + 12)), y: String(area.y + 35), size: 15, color: 'white', bold: true }));
        if (i < v.labels.length - 1) f.push(text(textFile('>'), { x: String(Math.round(x + w + 9)), y: String(area.y + 31), size: 20, color: '0x7d8fa1', bold: true }));
      });
      break;
    }
    case 'formulas': {
      // a card of formulas under the heading, one a line
      const longest = Math.max(...v.lines.map((l) => l.length));
      if (longest > 48) throw new Error(`the formula '${v.lines.find((l) => l.length === longest)}' is too long for a video`);
      const size = longest <= 28 ? 20 : longest <= 36 ? 16 : 13;
      const step = size + 12;
      const top = 96;
      f.push(box(area.x, top, area.w, v.lines.length * step + 22, '0xffffff'), box(area.x, top, area.w, v.lines.length * step + 22, '0xc9d6e3', 2),
        box(area.x, top, 6, v.lines.length * step + 22, '0x2f6fab'));
      v.lines.forEach((line, i) => f.push(text(textFile(line), { x: String(area.x + 22), y: String(top + 14 + i * step), size, color: '0x0f2740', bold: true })));
      break;
    }
    case 'answer':
      f.push(box(area.x, 196, area.w, 44, '0x2e9e6b'));
      f.push(text(textFile(v.text), { x: String(area.x + 16), y: '208', size: 18, color: 'white', bold: true }));
      break;
    case 'none':
      f.push(box(area.x, area.y, area.w, 70, '0xffffff'), box(area.x, area.y, area.w, 70, '0xc9d6e3', 2));
      f.push(box(area.x + 14, area.y + 16, area.w * 0.55, 8, '0xe3ebf3'), box(area.x + 14, area.y + 32, area.w * 0.7, 8, '0xe3ebf3'),
        box(area.x + 14, area.y + 48, area.w * 0.4, 8, '0xe3ebf3'));
      break;
  }
  return f;
}

/** hh:mm:ss.mmm for WebVTT. */
const vttTime = (s: number): string => {
  const ms = Math.round(s * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const sec = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(sec)}.${pad(ms % 1000, 3)}`;
};

export const captionsOf = (spec: VideoSpec): string => {
  let at = 0;
  const cues = spec.scenes.map((scene, i) => {
    const cue = `${i + 1}\n${vttTime(at + 0.1)} --> ${vttTime(at + scene.seconds - 0.1)}\n${scene.say}\n`;
    at += scene.seconds;
    return cue;
  });
  return `WEBVTT - ${spec.id}\n\n${cues.join('\n')}`;
};

/** How a video is encoded: the first CRF and audio rate, then higher CRFs at `lowAudioKbps` until it is `margin` under `maxBytes`. */
export interface Encoding { crf: number; audioKbps: number; lowAudioKbps: number; maxBytes: number; margin: number }
const TUTORIAL_ENCODING: Encoding = { crf: 38, audioKbps: 24, lowAudioKbps: 16, maxBytes: MAX_FILE_BYTES, margin: 20 * 1024 };

/** Renders `spec` into `outDir` as {id}.webm, {id}.vtt and {id}.jpg (`work`: a scratch folder for text and audio files). */
export function makeVideo(spec: VideoSpec, video: TitleCard, outDir: string, work: string, speech: boolean, encoding: Encoding = TUTORIAL_ENCODING): void {
  const total = spec.scenes.reduce((s, x) => s + x.seconds, 0);
  if (Math.round(total) !== video.duration) throw new Error(`${spec.id}: the scenes last ${total} s, the title card says ${video.duration} s`);
  let n = 0;
  const textFile = (s: string): string => {
    const file = join(work, `${spec.id}-t${n++}.txt`);
    writeFileSync(file, s);
    return file;
  };
  // the narration of each scene, measured, then fitted into the scene (sped up a little when it is too long)
  const voices: string[] = spec.scenes.map((scene, i) => {
    const wav = join(work, `${spec.id}-a${i}.wav`);
    if (speech) {
      run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `flite=textfile=${textFile(scene.say)}:voice=slt`, wav]);
    } else {
      // a soft two-note chime at the start of the scene
      run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi', '-i', `sine=f=${523 + 66 * i}:d=0.35,afade=t=out:st=0.1:d=0.25,volume=0.25`, wav]);
    }
    return wav;
  });
  const inputs: string[] = [];
  const graph: string[] = [];
  spec.scenes.forEach((scene, i) => {
    const bg = scene.color ?? '0xf4f7fa';
    inputs.push('-f', 'lavfi', '-i', `color=c=${bg}:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${scene.seconds}`);
  });
  voices.forEach((wav) => inputs.push('-i', wav));
  spec.scenes.forEach((scene, i) => {
    const filters = sceneFilters(scene, i, video, spec, textFile);
    filters.push(`fade=t=in:st=0:d=0.25`, `fade=t=out:st=${(scene.seconds - 0.25).toFixed(2)}:d=0.25`, 'format=yuv420p');
    graph.push(`[${i}:v]${filters.join(',')}[v${i}]`);
    const spoken = probeDuration(voices[i]);
    const room = scene.seconds - 0.45;
    const tempo = spoken > room ? Math.min(2, spoken / room) : 1;
    graph.push(`[${spec.scenes.length + i}:a]aresample=48000,${tempo > 1 ? `atempo=${tempo.toFixed(3)},` : ''}adelay=200:all=1,apad=whole_dur=${scene.seconds},atrim=0:${scene.seconds},asetpts=N/SR/TB[a${i}]`);
  });
  graph.push(`${spec.scenes.map((_, i) => `[v${i}][a${i}]`).join('')}concat=n=${spec.scenes.length}:v=1:a=1[v][a]`);
  const webm = join(outDir, `${spec.id}.webm`);
  const encode = (crf: number, audioKbps: number) => run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...inputs,
    '-filter_complex', graph.join(';'), '-map', '[v]', '-map', '[a]',
    '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', String(crf), '-deadline', 'good', '-cpu-used', '2', '-row-mt', '1', '-g', String(FPS * 2),
    '-c:a', 'libopus', '-b:a', `${audioKbps}k`, '-ac', '1',
    '-metadata', `title=${video.title}`, '-cues_to_front', '1', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact', webm]);
  let crf = encoding.crf;
  encode(crf, encoding.audioKbps);
  while (statSync(webm).size > encoding.maxBytes - encoding.margin && crf < 60) {
    crf += 6;
    encode(crf, encoding.lowAudioKbps);
  }
  const seconds = probeDuration(webm);
  if (Math.round(seconds) !== video.duration) throw new Error(`${spec.id}.webm lasts ${seconds} s, the title card says ${video.duration} s`);
  writeFileSync(join(outDir, `${spec.id}.vtt`), captionsOf(spec));
  // the poster: the title card once it has faded in
  run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', '-ss', '1', '-i', webm, '-frames:v', '1', '-q:v', '5', '-update', '1',
    join(outDir, `${spec.id}.jpg`)]);
}
