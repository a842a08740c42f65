SELECT 'postgres count'
