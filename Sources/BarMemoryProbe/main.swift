import BarBenchScenes

// BarBench's memory-peak child: builds, lays out and renders the 10,000-view tree and prints a
// `MemoryProbe` as JSON. It links BarKit alone, so its size is what a user's program of that tree
// would have.

MainActor.assumeIsolated { memoryProbe() }
