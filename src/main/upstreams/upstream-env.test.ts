import { describe, expect, it } from 'vitest';
import { readUpstreamUrls } from './upstream-env';

describe('readUpstreamUrls', () => {
  it('reads each upstream variable, leaves empty ones out, and names the variable of a bad one', () => {
    expect(
      readUpstreamUrls({
        GAME_PROVIDER_URL: 'https://games.example.com',
        WHITE_LABEL_NODE_URL: 'http://203.0.113.9:8001',
        DNS_PROVIDER_URL: '',
        GEOLOCATION_URL_TEMPLATE: 'https://maps.example.com/json/{ip}?key={key}',
      }),
    ).toEqual({
      gameProvider: 'https://games.example.com',
      whiteLabelNode: 'http://203.0.113.9:8001',
      geolocation: 'https://maps.example.com/json/{ip}?key={key}',
    });
    expect(() => readUpstreamUrls({ WHITE_LABEL_NODE_URL: 'http://node.example.com:8001' })).toThrow(/^WHITE_LABEL_NODE_URL: must be a raw IP/);
  });
});
