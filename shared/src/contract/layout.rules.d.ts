export declare const phoneLayoutMaxWidth: '40rem';
export declare const phoneLayoutQuery: '(width < 40rem)';
export declare const wideLayoutQuery: '(width >= 40rem)';
