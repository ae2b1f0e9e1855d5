// Integrators import one module: the trackers, options and frames of ShyBarCore come with
// the GTK binding that drives them.
@_exported import ShyBarCore
