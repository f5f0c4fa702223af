import { describe, expect, it } from 'vitest';
import { isEmbeddedPath, stripEmbedPrefix, withEmbedPrefix } from './embed-path';

describe('withEmbedPrefix', () => {
  it('leaves links alone outside the embed layout', () => {
    expect(withEmbedPrefix('/billing', '/dashboard')).toBe('/billing');
    expect(withEmbedPrefix('/billing?x=1#top', '/')).toBe('/billing?x=1#top');
  });

  it('prefixes absolute links on embedded pages', () => {
    expect(withEmbedPrefix('/billing', '/embed/dashboard')).toBe('/embed/billing');
    expect(withEmbedPrefix('/my/messages/4?x=1', '/embed')).toBe('/embed/my/messages/4?x=1');
    expect(withEmbedPrefix('/', '/embed/billing')).toBe('/embed');
  });

  it('never prefixes twice', () => {
    expect(withEmbedPrefix('/embed/billing', '/embed/dashboard')).toBe('/embed/billing');
  });

  it('keeps relative, protocol-relative and external addresses', () => {
    expect(withEmbedPrefix('details', '/embed/board/arcs')).toBe('details');
    expect(withEmbedPrefix('?page=2', '/embed/board/arcs')).toBe('?page=2');
    expect(withEmbedPrefix('//cdn.example.com/x', '/embed/billing')).toBe('//cdn.example.com/x');
    expect(withEmbedPrefix('https://example.com/', '/embed/billing')).toBe('https://example.com/');
  });

  it('does not mistake a page whose name starts with "embed" for the embed layout', () => {
    expect(isEmbeddedPath('/embedded-things')).toBe(false);
    expect(withEmbedPrefix('/billing', '/embedded-things')).toBe('/billing');
  });
});

describe('stripEmbedPrefix', () => {
  it('removes the prefix only when present', () => {
    expect(stripEmbedPrefix('/embed/billing')).toBe('/billing');
    expect(stripEmbedPrefix('/embed')).toBe('/');
    expect(stripEmbedPrefix('/billing')).toBe('/billing');
  });
});
