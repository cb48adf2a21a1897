// Leaves the single-page app with a full page load (logout). jsdom cannot navigate, so
// tests replace browserLocation.assign (jest.spyOn).
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export const hardNavigate = (url: string): void => browserLocation.assign(url);
