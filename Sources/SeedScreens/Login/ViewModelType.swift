/// The shape of the seeds' view models: what the screen sends in (`Input`), what it gets
/// back to bind (`Output`), and `transform(input:)` between them. Seed 000 uses it without
/// showing it; this is the usual declaration.
protocol ViewModelType {
  associatedtype Input
  associatedtype Output

  func transform(input: Input) -> Output
}
