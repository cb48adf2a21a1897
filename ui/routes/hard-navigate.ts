// Leaves the single-page app with a full page load (logout, spec 000 §4). jsdom cannot navigate, so
// tests replace browserLocation.assign (jest.spyOn).
export const browserLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export const hardNavigate = (url: string): void => browserLocation.assign(url);
