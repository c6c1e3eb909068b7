// The language's words (route styles, transitions, presentations, detents, flow kinds, node
// names) are declared once, in NavGraphVocabulary, for the compiler and the runtime.
// Re-exported so that generated code and apps, which import only NavGraphRuntime, see them.
@_exported import NavGraphVocabulary
