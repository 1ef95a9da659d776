import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { jsonAnswer, renderWithApp } from '../../test/render-with-app';
import { MapErrorBoundary } from './map-error-boundary';
import { MapView, type LatLng } from './map-view';

const CONFIG = {
  tileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png',
  tileAttribution: 'Example tiles',
  googleSignIn: false,
  publicUrl: null,
};

function renderWithApi(ui: React.ReactNode, answer: () => Response) {
  return renderWithApp(ui, { answer, noRetries: true });
}

function Picker() {
  const [pin, setPin] = useState<LatLng>({ lat: 10, lng: 20 });
  return (
    <>
      <MapView
        label="Pick the address on the map"
        center={{ lat: 10, lng: 20 }}
        zoom={13}
        height={300}
        markers={[
          { id: 'pin', position: pin, label: 'Selected location', draggable: true, onDragEnd: setPin },
        ]}
        onMapClick={setPin}
      />
      <p>
        Pin at {pin.lat.toFixed(2)}, {pin.lng.toFixed(2)}
      </p>
    </>
  );
}

describe('MapView', () => {
  it('keeps a fixed-height labelled region and starts Leaflet with its tile canvas and attribution', async () => {
    const fetch = renderWithApi(<Picker />, () => jsonAnswer(200, { success: true, data: CONFIG }));
    const region = screen.getByRole('region', { name: 'Pick the address on the map' });
    expect(region).toHaveStyle({ height: '300px' });
    expect(await screen.findByAltText('Selected location')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/app-config', expect.anything());
    expect(region).toHaveTextContent('Example tiles');
    // The tiles are painted into one canvas in Leaflet's tile pane (which addresses: tile-grid.test.ts).
    expect(region.querySelector('.leaflet-tile-pane > canvas.leaflet-tile-canvas')).toBeInTheDocument();
  });

  it("says 'Unable to load map' when the map cannot start", async () => {
    renderWithApi(<Picker />, () => jsonAnswer(500, { success: false, message: 'Something went wrong' }));
    expect(await screen.findByText('Unable to load map')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pick the address on the map' })).toHaveStyle({
      height: '300px',
    });
  });
});

describe('MapErrorBoundary', () => {
  it('shows the fallback instead of a map that throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('Leaflet failed');
    }
    render(
      <MapErrorBoundary fallback={<p>Unable to load map</p>}>
        <Broken />
      </MapErrorBoundary>,
    );
    expect(screen.getByText('Unable to load map')).toBeInTheDocument();
    warn.mockRestore();
    error.mockRestore();
  });
});
