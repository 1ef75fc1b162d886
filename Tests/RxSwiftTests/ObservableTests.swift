import Synchronization
import Testing
import UIKitTestSupport

@testable import RxSwift

/// Creation and operator semantics: order, completion, errors, disposal.
@Suite(.uikitRuntime)
struct ObservableTests {
  @Test("just / empty / never / error / from / of send what they say, then stop")
  func creation() {
    let just = EventRecorder<Int>()
    _ = Observable.just(7).subscribe(just.observer)
    #expect(just.elements == [7] && just.isCompleted && just.events.count == 2)

    let empty = EventRecorder<Int>()
    _ = Observable<Int>.empty().subscribe(empty.observer)
    #expect(empty.events.count == 1 && empty.isCompleted)

    let never = EventRecorder<Int>()
    _ = Observable<Int>.never().subscribe(never.observer)
    #expect(never.events.isEmpty)

    let failed = EventRecorder<Int>()
    _ = Observable<Int>.error(TestError(code: 1)).subscribe(failed.observer)
    #expect(failed.events.count == 1 && (failed.error as? TestError) == TestError(code: 1))

    let from = EventRecorder<Int>()
    _ = Observable.from([1, 2, 3]).subscribe(from.observer)
    #expect(from.elements == [1, 2, 3] && from.isCompleted)

    let of = EventRecorder<String>()
    _ = Observable.of("a", "b").subscribe(of.observer)
    #expect(of.elements == ["a", "b"] && of.isCompleted)
  }

  @Test("create: nothing after a stop event, nothing after dispose; its disposable runs once, on stop or dispose")
  func createGrammar() {
    var disposals = 0
    var captured: AnyObserver<Int>?
    let source = Observable<Int>.create { observer in
      captured = observer
      observer.onNext(1)
      return Disposables.create { disposals += 1 }
    }
    let recorder = EventRecorder<Int>()
    let subscription = source.subscribe(recorder.observer)
    captured?.onNext(2)
    captured?.onCompleted()
    captured?.onNext(3)
    captured?.onError(TestError(code: 2))
    #expect(recorder.elements == [1, 2])
    #expect(recorder.stopEventCount == 1 && recorder.isCompleted)
    #expect(disposals == 1)  // released as soon as the sequence completed
    subscription.dispose()
    #expect(disposals == 1)

    let second = EventRecorder<Int>()
    let d = source.subscribe(second.observer)
    d.dispose()
    captured?.onNext(9)
    #expect(second.elements == [1])
    #expect(disposals == 2)
  }

  @Test("A sequence that stops while its subscribe closure runs has its disposable disposed at once")
  func synchronousStopDisposesImmediately() {
    var disposed = false
    let source = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onCompleted()
      return Disposables.create { disposed = true }
    }
    _ = source.subscribe(onNext: { _ in })
    #expect(disposed)
  }

  @Test("subscribe(onNext:onError:onCompleted:onDisposed:) calls each handler in order, onDisposed once")
  func subscribeHandlers() {
    var log: [String] = []
    let subject = PublishSubject<Int>()
    let d = subject.subscribe(
      onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
      onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
    subject.onNext(1)
    subject.onNext(2)
    subject.onCompleted()
    d.dispose()
    #expect(log == ["next 1", "next 2", "completed", "disposed"])

    log = []
    let failing = PublishSubject<Int>()
    _ = failing.subscribe(
      onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
      onDisposed: { log.append("disposed") })
    failing.onError(TestError(code: 3))
    #expect(log == ["error", "disposed"])

    log = []
    let disposedEarly = PublishSubject<Int>()
    let early = disposedEarly.subscribe(onNext: { log.append("next \($0)") }, onDisposed: { log.append("disposed") })
    early.dispose()
    disposedEarly.onNext(5)
    early.dispose()
    #expect(log == ["disposed"])
  }

  /// On the main actor, like every test that touches the global hook, so that they
  /// never overlap.
  @MainActor
  @Test("An error nobody handles goes to Hooks.defaultErrorHandler")
  func unhandledErrorHook() {
    let errors = Mutex<[Int]>([])
    let saved = Hooks.defaultErrorHandler
    Hooks.defaultErrorHandler = { error in errors.withLock { $0.append((error as? TestError)?.code ?? -1) } }
    defer { Hooks.defaultErrorHandler = saved }
    _ = Observable<Int>.error(TestError(code: 42)).subscribe(onNext: { _ in })
    #expect(errors.withLock { $0 } == [42])
  }

  @Test("map and filter keep order; a throwing transform ends the sequence with its error and disposes the source")
  func mapAndFilter() {
    let recorder = EventRecorder<String>()
    _ = Observable.from([1, 2, 3, 4, 5, 6]).filter { $0 % 2 == 0 }.map { "#\($0)" }.subscribe(recorder.observer)
    #expect(recorder.elements == ["#2", "#4", "#6"] && recorder.isCompleted)

    let source = CountingSource<Int>()
    let failing = EventRecorder<Int>()
    _ = source.observable.map { value -> Int in
      if value == 3 { throw TestError(code: 3) }
      return value * 10
    }.subscribe(failing.observer)
    source.subject.onNext(1)
    source.subject.onNext(3)
    source.subject.onNext(4)
    #expect(failing.elements == [10])
    #expect((failing.error as? TestError) == TestError(code: 3))
    #expect(source.alive == 0)

    let errors = EventRecorder<Int>()
    _ = Observable<Int>.error(TestError(code: 5)).map { $0 + 1 }.filter { _ in true }.subscribe(errors.observer)
    #expect((errors.error as? TestError) == TestError(code: 5))
  }

  @Test("distinctUntilChanged drops consecutive duplicates only; key selector and comparer forms")
  func distinctUntilChanged() {
    let recorder = EventRecorder<Int>()
    _ = Observable.from([1, 1, 2, 2, 2, 1, 3, 3]).distinctUntilChanged().subscribe(recorder.observer)
    #expect(recorder.elements == [1, 2, 1, 3] && recorder.isCompleted)

    let byKey = EventRecorder<String>()
    _ = Observable.from(["a", "A", "b", "B", "a"]).distinctUntilChanged { $0.lowercased() }.subscribe(byKey.observer)
    #expect(byKey.elements == ["a", "b", "a"])

    let byComparer = EventRecorder<Int>()
    _ = Observable.from([1, 2, 10, 11, 30]).distinctUntilChanged { abs($0 - $1) < 5 }.subscribe(byComparer.observer)
    #expect(byComparer.elements == [1, 10, 30])
  }

  @Test("skip and take: counts, completion, take disposes its source when done; take(0) is empty")
  func skipAndTake() {
    let skipped = EventRecorder<Int>()
    _ = Observable.from([1, 2, 3, 4]).skip(2).subscribe(skipped.observer)
    #expect(skipped.elements == [3, 4] && skipped.isCompleted)

    let source = CountingSource<Int>()
    let taken = EventRecorder<Int>()
    _ = source.observable.take(2).subscribe(taken.observer)
    source.subject.onNext(1)
    #expect(source.alive == 1)
    source.subject.onNext(2)
    source.subject.onNext(3)
    #expect(taken.elements == [1, 2] && taken.isCompleted && taken.stopEventCount == 1)
    #expect(source.alive == 0)

    let none = CountingSource<Int>()
    let zero = EventRecorder<Int>()
    _ = none.observable.take(0).subscribe(zero.observer)
    #expect(zero.isCompleted && zero.elements.isEmpty)
    #expect(none.subscriptions == 0)

    let early = EventRecorder<Int>()
    _ = Observable.from([1]).take(3).subscribe(early.observer)
    #expect(early.elements == [1] && early.isCompleted)
  }

  @Test("startWith sends its elements first, then the source's")
  func startWith() {
    let recorder = EventRecorder<Int>()
    _ = Observable.from([3, 4]).startWith(1, 2).subscribe(recorder.observer)
    #expect(recorder.elements == [1, 2, 3, 4] && recorder.isCompleted)
  }

  @Test("do(onNext:…) runs side effects in order around delivery; onDispose once")
  func doOperator() {
    var log: [String] = []
    let subject = PublishSubject<Int>()
    let d =
      subject
      .do(
        onNext: { log.append("do \($0)") }, afterNext: { log.append("after \($0)") },
        onCompleted: { log.append("do completed") }, onSubscribe: { log.append("subscribe") },
        onSubscribed: { log.append("subscribed") }, onDispose: { log.append("dispose") }
      )
      .subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
    subject.onNext(1)
    subject.onCompleted()
    d.dispose()
    #expect(
      log == [
        "subscribe", "subscribed", "do 1", "next 1", "after 1", "do completed", "completed", "dispose",
      ])
  }

  @Test("merge interleaves in arrival order and completes only when all sources complete")
  func mergeCompletion() {
    let a = PublishSubject<Int>()
    let b = PublishSubject<Int>()
    let recorder = EventRecorder<Int>()
    _ = Observable.merge(a, b).subscribe(recorder.observer)
    a.onNext(1)
    b.onNext(2)
    a.onNext(3)
    a.onCompleted()
    #expect(!recorder.isCompleted)
    b.onNext(4)
    b.onCompleted()
    #expect(recorder.elements == [1, 2, 3, 4])
    #expect(recorder.isCompleted && recorder.stopEventCount == 1)

    let array = EventRecorder<Int>()
    _ = Observable.merge([Observable.just(1), Observable.from([2, 3])]).subscribe(array.observer)
    #expect(array.elements == [1, 2, 3] && array.isCompleted)

    let none = EventRecorder<Int>()
    _ = Observable<Int>.merge([]).subscribe(none.observer)
    #expect(none.isCompleted)
  }

  @Test("merge fails on the first error and disposes every source; disposing it disposes them all")
  func mergeErrorAndDisposal() {
    let a = CountingSource<Int>()
    let b = CountingSource<Int>()
    let recorder = EventRecorder<Int>()
    _ = Observable.merge(a.observable, b.observable).subscribe(recorder.observer)
    #expect(a.alive == 1 && b.alive == 1)
    a.subject.onError(TestError(code: 7))
    b.subject.onNext(1)
    #expect(recorder.elements.isEmpty)
    #expect((recorder.error as? TestError) == TestError(code: 7))
    #expect(a.alive == 0 && b.alive == 0)

    let c = CountingSource<Int>()
    let d = CountingSource<Int>()
    let subscription = Observable.merge(c.observable, d.observable).subscribe(onNext: { _ in })
    subscription.dispose()
    #expect(c.alive == 0 && d.alive == 0)
  }

  @Test(
    "The seed's typed merge: Observable<(Bool, Notification-like)>.merge(a.map { (true, $0) }, b.map { (false, $0) })")
  func seedStyleMerge() {
    let show = PublishSubject<String>()
    let hide = PublishSubject<String>()
    var received: [String] = []
    let d = Observable<(Bool, String)>
      .merge(
        show.map { value in (true, value) },
        hide.map { value in (false, value) }
      )
      .subscribe(onNext: { tuple in
        let (isUp, value) = tuple
        received.append("\(isUp) \(value)")
      })
    show.onNext("s1")
    hide.onNext("h1")
    show.onNext("s2")
    d.dispose()
    show.onNext("s3")
    #expect(received == ["true s1", "false h1", "true s2"])
  }

  @Test("observe(on: MainScheduler.instance) is the same sequence (everything is on the main thread)")
  func mainSchedulerIsANameOnly() {
    let recorder = EventRecorder<Int>()
    _ = Observable.of(1, 2).observe(on: MainScheduler.instance).subscribe(on: MainScheduler.instance)
      .subscribe(recorder.observer)
    #expect(recorder.elements == [1, 2] && recorder.isCompleted)
  }
}
