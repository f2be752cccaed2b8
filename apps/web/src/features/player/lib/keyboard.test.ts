import { describe, expect, it } from 'vitest';
import { playerKeyAction } from './keyboard';

const key = (k: string, mods: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey', boolean>> = {}) => ({
  key: k,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...mods,
});
const onVideo = { tagName: 'DIV', role: null };

describe('playerKeyAction', () => {
  it('maps space, k, arrows, f, m and c', () => {
    expect(playerKeyAction(key(' '), onVideo)).toEqual({ type: 'toggle-play' });
    expect(playerKeyAction(key('k'), onVideo)).toEqual({ type: 'toggle-play' });
    expect(playerKeyAction(key('ArrowRight'), onVideo)).toEqual({ type: 'seek', by: 5 });
    expect(playerKeyAction(key('ArrowLeft'), onVideo)).toEqual({ type: 'seek', by: -5 });
    expect(playerKeyAction(key('f'), onVideo)).toEqual({ type: 'fullscreen' });
    expect(playerKeyAction(key('M'), onVideo)).toEqual({ type: 'mute' });
    expect(playerKeyAction(key('c'), onVideo)).toEqual({ type: 'captions' });
    expect(playerKeyAction(key('C'), { tagName: 'BUTTON', role: null })).toEqual({
      type: 'captions',
    });
    expect(playerKeyAction(key('x'), onVideo)).toBeNull();
  });

  it('reverses the arrows in right-to-left pages', () => {
    expect(playerKeyAction(key('ArrowLeft'), onVideo, true)).toEqual({ type: 'seek', by: 5 });
  });

  it('leaves keys to focused controls and to browser shortcuts', () => {
    expect(playerKeyAction(key(' '), { tagName: 'BUTTON', role: null })).toBeNull();
    expect(playerKeyAction(key('k'), { tagName: 'BUTTON', role: null })).toEqual({
      type: 'toggle-play',
    });
    expect(playerKeyAction(key('ArrowLeft'), { tagName: 'INPUT', role: null })).toBeNull();
    expect(playerKeyAction(key('m'), { tagName: 'DIV', role: 'menuitemradio' })).toBeNull();
    expect(playerKeyAction(key('c'), { tagName: 'INPUT', role: null })).toBeNull();
    expect(playerKeyAction(key('f', { ctrlKey: true }), onVideo)).toBeNull();
  });
});
