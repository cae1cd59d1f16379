type TableView = any;
type Member = any;
type Legal = any;
type Frame = any;
type HistoryDeal = any;
